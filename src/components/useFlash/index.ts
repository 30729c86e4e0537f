import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * A flag that turns on when `flash()` is called and off again `ms` later, as a
 * copy button shows its check mark for a moment. Calling it again restarts the
 * wait; unmounting cancels it.
 */
export default function useFlash(ms: number): [on: boolean, flash: () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setOn(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, flash];
}

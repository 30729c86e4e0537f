import {useLayoutEffect, useRef, type ReactNode} from 'react';
import {DialogHeader, SearchField} from '@site/src/components/SearchDialog';

type Props = {query: string; onChange: (query: string) => void; onBusy: (busy: boolean) => void};

/**
 * What the dialog shows for the few milliseconds its screens' code takes to
 * load the first time: the same header and field, so keys typed right after
 * Ctrl+K are kept and handed to the search screen. The dialog is busy meanwhile.
 */
export default function PendingScreen({query, onChange, onBusy}: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    input.current?.focus();
    onBusy(true);
    return () => onBusy(false);
  }, [onBusy]);
  return (
    <DialogHeader role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchField ref={input} value={query} onChange={(event) => onChange(event.target.value)} />
    </DialogHeader>
  );
}

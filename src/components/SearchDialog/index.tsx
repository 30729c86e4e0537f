/**
 * The search dialog's frame and the parts its screens share: the header form,
 * its field, the small buttons, the close button and the scrolling body. The
 * navbar button (src/theme/SearchBar) opens the frame; the screens
 * (src/components/SearchScreens: search and Ask AI) fill it. Loaded with every page, because the
 * stand-in shown while the screens' code loads is built from the same parts.
 */
import {useId, useLayoutEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

type DialogProps = {
  /** True while the screens' code loads and a stand-in keeps the keys typed. */
  busy: boolean;
  /** Escape, a click on the backdrop or a close button: the parent unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal <dialog>: the platform keeps focus in it, makes the page behind
 * inert and turns Escape into a close request; a click on the backdrop closes it too.
 * React's state stays the only truth: the request is cancelled and handed to
 * the parent, which removes the dialog.
 */
export function SearchDialog({busy, onClose, children}: DialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    // In the commit that mounts it, so keys typed next land inside. The content's own focus calls
    // ran first, on a closed dialog, and did nothing: showModal() focuses its first field.
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search the documentation"
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its box. Checked here rather than
        // with closedby="any", which Safari does not support yet.
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A close request the page may not refuse (no user activation since the last one) closes it natively.
      onClose={() => dialog.current && onClose()}
    >
      {children}
    </dialog>
  );
}

/** A screen's header: the form with its field and buttons, underlined while it has focus. */
export function DialogHeader(props: Omit<ComponentProps<'form'>, 'className'>): ReactNode {
  return <form className={styles.form} {...props} />;
}

type FieldProps = Omit<ComponentProps<'input'>, 'className' | 'type'>;

/**
 * A screen's text field. A text field rather than a search field: Escape in a
 * search field with text would only clear it, and here Escape closes the dialog.
 */
export function DialogField(props: FieldProps): ReactNode {
  return <input className={styles.input} type="text" autoComplete="off" {...props} />;
}

const SearchIcon = (): ReactNode => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
    <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The query field with its magnifier label: the search screen's combobox, and
 * the stand-in shown while that screen loads (a plain search box).
 */
export function SearchField({id, ...props}: FieldProps): ReactNode {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <>
      <label htmlFor={fieldId} className={styles.icon}>
        <SearchIcon />
        <span className="visually-hidden">Search docs</span>
      </label>
      <DialogField
        id={fieldId}
        role="searchbox"
        placeholder="Search docs"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={200}
        {...props}
      />
    </>
  );
}

/** A small borderless button of the dialog (Clear, Back to search, a saved page's star). */
export function DialogButton(props: Omit<ComponentProps<'button'>, 'className' | 'type'>): ReactNode {
  return <button type="button" className={styles.button} {...props} />;
}

/** Closes the dialog: shows the Esc key on desktop, "Cancel" on phones, where there is no Escape key. */
export function CloseButton({onClose}: {onClose: () => void}): ReactNode {
  return (
    <DialogButton onClick={onClose} aria-label="Close search">
      <kbd className={styles.escKey}>Esc</kbd>
      <span className={styles.cancelText}>Cancel</span>
    </DialogButton>
  );
}

/** The scrolling part of a screen, between its header and its footer. */
export function DialogBody({className, ...props}: ComponentProps<'div'>): ReactNode {
  return <div className={className ? `${styles.body} ${className}` : styles.body} {...props} />;
}

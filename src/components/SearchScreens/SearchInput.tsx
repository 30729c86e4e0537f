import type {KeyboardEvent, ReactNode, Ref} from 'react';
import {CloseButton, DialogButton, DialogHeader, SearchField} from '@site/src/components/SearchDialog';

type Props = {
  ref: Ref<HTMLInputElement>;
  query: string;
  onChange: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
  listId: string;
  expanded: boolean;
  activeId?: string;
  busy: boolean;
};

/** The combobox input of the dialog; focus stays here while arrow keys move through results. */
export default function SearchInput({ref, query, onChange, onKeyDown, onClose, listId, expanded, activeId, busy}: Props): ReactNode {
  return (
    <DialogHeader role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        ref={ref}
        id={`${listId}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-busy={busy}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query && (
        <DialogButton onClick={() => onChange('')} aria-label="Clear the query">
          Clear
        </DialogButton>
      )}
      <CloseButton onClose={onClose} />
    </DialogHeader>
  );
}

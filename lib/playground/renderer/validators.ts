/**
 * The selection validators of domain/renderer.yaml (`selection_validators`),
 * run after every selection change. Rows come from the venue: the seats of one
 * row (or table) in the order they are drawn.
 */

export type ValidatorSpec = {type: string; [option: string]: unknown};

export type SeatInRow = {
  label: string;
  /** Free, not selected and selectable by this buyer. */
  open: boolean;
  selected: boolean;
  category?: string;
  accessible?: boolean;
  companionSeat?: boolean;
};

export type SelectionFacts = {
  /** Every row (and table), seats in drawing order. */
  rows: SeatInRow[][];
  /** Places selected, areas counted by their amount. */
  places: number;
};

export type ValidationResult = {violations: string[]; orphans: string[]};

const KNOWN = new Set(['noOrphanSeats', 'consecutiveSeats', 'minimumSelectedPlaces', 'companionSeats']);

/** Keeps the validators the renderer knows; a validator with an unknown type or bad options is left out with a warning. */
export function readValidators(value: unknown, warn: (text: string) => void): ValidatorSpec[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn('selectionValidators: expected an array of validators; none apply.');
    return [];
  }
  return value.filter((entry, index): entry is ValidatorSpec => {
    const where = `selectionValidators[${index}]`;
    if (typeof entry !== 'object' || entry === null || typeof (entry as ValidatorSpec).type !== 'string') {
      warn(`${where}: a validator needs a type; ignored.`);
      return false;
    }
    const spec = entry as ValidatorSpec;
    if (!KNOWN.has(spec.type)) {
      warn(`${where}: unknown validator type "${spec.type}"; ignored.`);
      return false;
    }
    if (spec.type === 'minimumSelectedPlaces' && !(Number.isInteger(spec.minimum) && (spec.minimum as number) > 0)) {
      warn(`${where}: minimumSelectedPlaces needs a positive integer minimum; ignored.`);
      return false;
    }
    if (spec.type === 'noOrphanSeats' && spec.mode !== undefined && spec.mode !== 'strict' && spec.mode !== 'lenient') {
      warn(`${where}: mode is strict or lenient; ignored.`);
      return false;
    }
    return true;
  });
}

/**
 * Orphans: an open seat with no open neighbour, left so by the selection (a
 * selected seat beside it). A gap that the selection did not make (between
 * seats already taken) is not an orphan, nor is the last open seat of a
 * nearly sold-out row. Lenient mode looks only inside blocks of adjacent
 * selectable seats: a seat at the end of a row counts as closed in strict mode
 * and as open in lenient mode.
 */
export function findOrphans(rows: SeatInRow[][], mode: 'strict' | 'lenient', ignoreCategories: boolean): string[] {
  const orphans: string[] = [];
  for (const row of rows) {
    const openCount = row.filter((seat) => seat.open).length;
    if (openCount <= 1 && row.every((seat) => seat.open || seat.selected)) continue;
    row.forEach((seat, i) => {
      if (!seat.open) return;
      const sameBlock = (other: SeatInRow | undefined) => other && (ignoreCategories || other.category === seat.category);
      const left = row[i - 1];
      const right = row[i + 1];
      const leftOpen = left ? left.open && sameBlock(left) : mode === 'lenient';
      const rightOpen = right ? right.open && sameBlock(right) : mode === 'lenient';
      const besideSelection = Boolean(left?.selected) || Boolean(right?.selected);
      if (!leftOpen && !rightOpen && besideSelection) orphans.push(seat.label);
    });
  }
  return orphans;
}

function consecutive(rows: SeatInRow[][], places: number): boolean {
  const withSelection = rows.filter((row) => row.some((seat) => seat.selected));
  if (places === 0) return true;
  if (withSelection.length !== 1) return false;
  const row = withSelection[0];
  const indexes = row.flatMap((seat, i) => (seat.selected ? [i] : []));
  const selectedCount = indexes.length;
  if (selectedCount !== places) return false;
  if (indexes[indexes.length - 1] - indexes[0] + 1 !== selectedCount) return false;
  return new Set(indexes.map((i) => row[i].category)).size === 1;
}

function companions(rows: SeatInRow[][]): boolean {
  for (const row of rows) {
    for (let i = 0; i < row.length; i += 1) {
      const seat = row[i];
      if (!seat.selected || !seat.companionSeat) continue;
      // The accessible seat must be beside it and in the same selection.
      const beside = [row[i - 1], row[i + 1]].some((other) => other?.accessible && other.selected);
      if (!beside) return false;
    }
  }
  return true;
}

export function validate(validators: ValidatorSpec[], facts: SelectionFacts): ValidationResult {
  const violations: string[] = [];
  let orphans: string[] = [];
  for (const validator of validators) {
    switch (validator.type) {
      case 'noOrphanSeats': {
        const found = findOrphans(facts.rows, validator.mode === 'lenient' ? 'lenient' : 'strict', validator.ignoreCategories === true);
        if (found.length > 0) {
          violations.push('noOrphanSeats');
          if (validator.highlight !== false) orphans = found;
        }
        break;
      }
      case 'consecutiveSeats':
        if (!consecutive(facts.rows, facts.places)) violations.push('consecutiveSeats');
        break;
      case 'minimumSelectedPlaces':
        if (facts.places < (validator.minimum as number)) violations.push('minimumSelectedPlaces');
        break;
      case 'companionSeats':
        if (validator.enabled !== false && !companions(facts.rows)) violations.push('companionSeats');
        break;
    }
  }
  return {violations, orphans};
}

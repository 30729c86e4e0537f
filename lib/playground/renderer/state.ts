/** The shapes the model hands the view: what to draw, and what a popover says. */
import type {SectionPrices} from '../../seatmap/draw';
import type {State} from '../../seatmap/look';

export type DrawState = {
  /** Statuses, filter, spotlight and orphans, for lib/seatmap's look of each object. */
  state: State;
  /** Fills from objectColor and colors, by label (#rrggbb). */
  objectColour: Map<string, string>;
  /** Texts from objectLabel, by label. */
  objectText: Map<string, string>;
  /** Fills from sectionColor, by section label. */
  sectionColour: Map<string, string>;
  /** Objects not drawn: isObjectVisible, another floor, a hidden section. */
  hidden: Set<string>;
  hiddenSections: Set<string>;
  showSeatLabels: boolean;
  sectionPricing: boolean;
  prices: SectionPrices;
  pulsing: Set<string>;
};

export type PopoverContent = {
  title: string;
  /** Section, row and seat, as the stylized label shows them. */
  columns: [string, string][];
  category?: {name: string; color: string};
  price?: string;
  originalPrice?: string;
  fee?: string;
  ticketTypes: {label: string; price: string; unavailable: boolean}[];
  availability?: string;
  /** popoverInfo's text, with [b] and [i]. */
  info?: string;
  notice?: string;
};

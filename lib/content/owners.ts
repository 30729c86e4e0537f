/**
 * The owners of renderer object properties (renderer.yaml `owner`) and the
 * name readers see for each: the sidebar group of its pages and the facts
 * box's "Available on" row. Kept apart from the front matter schema so the
 * browser can read the names without loading the validator.
 */
export const ownerLabels = {
  object: 'Every object',
  bookable: 'Bookable objects',
  seat: 'Seats',
  table: 'Tables',
  ga: 'General admission areas',
  section: 'Sections',
} as const;

export type ObjectOwner = keyof typeof ownerLabels;

/** The owners in sidebar order. */
export const objectOwners = Object.keys(ownerLabels) as [ObjectOwner, ...ObjectOwner[]];

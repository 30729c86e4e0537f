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

/**
 * Properties that two kinds of object share, spelled as renderer.yaml spells
 * their owner (`seat/table` for `center`). The facts box names every owner;
 * the sidebar lists the page under the first one.
 */
export const sharedOwners = {
  'seat/table': ['seat', 'table'],
} as const satisfies Record<string, readonly [ObjectOwner, ObjectOwner, ...ObjectOwner[]]>;

export type SharedOwner = keyof typeof sharedOwners;

/** What an object property page's front matter `owner` may say. */
export type PropertyOwner = ObjectOwner | SharedOwner;

export const propertyOwners = [...objectOwners, ...(Object.keys(sharedOwners) as SharedOwner[])] as [PropertyOwner, ...PropertyOwner[]];

/** The owners a front matter `owner` names, in its order. */
export function ownersOf(owner: PropertyOwner): readonly ObjectOwner[] {
  return owner in sharedOwners ? sharedOwners[owner as SharedOwner] : [owner as ObjectOwner];
}

/** The facts box's "Available on" text: "Seats", or "Seats and tables" for a shared property. */
export function ownerLabel(owner: PropertyOwner): string {
  const [first, ...rest] = ownersOf(owner).map((one) => ownerLabels[one]);
  return [first, ...rest.map((label) => label.toLowerCase())].join(' and ');
}

/** The sidebar group of a page's `owner` (the first owner it names), or undefined for anything else. */
export function sidebarOwner(owner: unknown): ObjectOwner | undefined {
  return (propertyOwners as readonly unknown[]).includes(owner) ? ownersOf(owner as PropertyOwner)[0] : undefined;
}

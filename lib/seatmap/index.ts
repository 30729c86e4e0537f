/**
 * Seat maps, framework-free: the venue format (rows, tables, booths, areas,
 * sections) and its layout into labelled, positioned objects. The build-time
 * figures and the in-browser sandbox lay venues out with the same code, so a
 * chart reads the same everywhere. The zod schema that checks a hand-written
 * venue is in `./schema` (imported on its own, so the browser needs no zod).
 * The drawing (seats, tables, sections, their look for a state) is shared too:
 * a figure and the playground's live chart of the same scene look the same.
 */
export {expandLabels, layoutVenue, VenueError} from './layout';
export type {Box, Venue, VDecor, VObject, VRowLabel, VSection, VTable} from './layout';
export type {Category, CategoryKey, ElementKind, VenueElement, VenuePlan} from './schema';
export {textWidth} from './text';
export {drawMiniVenue, drawObject, drawTable, drawVenue, drawVenueLayers} from './draw';
export type {DrawnObject, SectionPrices, VenueDrawing, VenueStyle} from './draw';
export {categoryColour, lookOf} from './look';
export type {Channel, Look, ObjectStatus, State} from './look';
export {mix, onColour, palettes} from './palette';
export type {Palette} from './palette';
export {el, esc, num, SANS, text} from './svg';

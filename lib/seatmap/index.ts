/**
 * Seat maps, framework-free: the venue format (rows, tables, booths, areas,
 * sections) and its layout into labelled, positioned objects. The build-time
 * figures and the in-browser sandbox lay venues out with the same code, so a
 * chart reads the same everywhere. The zod schema that checks a hand-written
 * venue is in `./schema` (imported on its own, so the browser needs no zod).
 */
export {expandLabels, layoutVenue, VenueError} from './layout';
export type {Box, Venue, VDecor, VObject, VRowLabel, VSection, VTable} from './layout';
export type {Category, CategoryKey, ElementKind, VenueElement, VenuePlan} from './schema';
export {textWidth} from './text';

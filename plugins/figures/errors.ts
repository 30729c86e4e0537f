import {VenueError} from '../../lib/seatmap/layout';

/**
 * A scene that cannot be drawn: an overlay about an unknown object, a dock that
 * does not fit... Problems of its venue's layout are VenueError (lib/seatmap),
 * the parent class, so one `instanceof VenueError` catches both.
 */
export class SceneError extends VenueError {}

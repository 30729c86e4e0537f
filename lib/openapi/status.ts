/**
 * HTTP reason phrases, apart from the model so the browser's REST console can
 * label a status without loading the document model.
 */
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '410': 'Gone',
  '413': 'Content Too Large',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
};

/** The reason phrase of a status (`No Content`), or '' for one not listed. */
export function statusText(status: string | number): string {
  return STATUS_TEXT[String(status)] ?? '';
}

/** An HTTP status with its reason phrase (`404 Not Found`), as the operation pages, their Markdown copies and the error catalogue head it. */
export function statusLabel(status: string | number): string {
  const text = statusText(status);
  return text ? `${status} ${text}` : String(status);
}

/**
 * The version of the HTTP API that this server and this renderer speak. Raise it when a change
 * would break a desktop console built against the previous one (a route removed or renamed, a
 * field changing meaning); adding routes or fields does not need a new number.
 */
export const API_VERSION = 1;

/** GET /api/health, answered by every Nestly server. */
export interface HealthResponse {
  status: 'ok';
  /** the server's package version */
  version: string;
  apiVersion: number;
}

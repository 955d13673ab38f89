import { searchAddons, type AddonSearchRequest } from '../../shared/api/addons-service';
import { defineServerRead } from '../../shared/store/server-read';

/**
 * The add-ons of one apartment's stay (issue 15 contract call 4), keyed by the request: equal
 * requests share one answer, a retry reads past the client's de-duplication window. The answer
 * does not depend on who is signed in, so the read ignores the login.
 */
export const addonsRead = defineServerRead({
  read: (request: AddonSearchRequest, { client }) => searchAddons(client, request),
});

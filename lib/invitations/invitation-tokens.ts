/**
 * Invitation tokens: 32 random bytes (256 bits) behind the prefix `bo_inv_`, a shape no API key has
 * (`bo_` and 43 characters), so the authentication step tells the two apart without a read. Only
 * the SHA-256 of a token is stored.
 */
import { bearerSecret } from '../auth/bearer-secret';

export const {
  generate: generateInvitationToken,
  hasShape: hasInvitationTokenShape,
  hash: hashInvitationToken,
} = /* @__PURE__ */ bearerSecret('bo_inv_');

/** The query parameters of the invitations list, apart from the body schemas so that the list function bundles none of them. */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { codeParameter } from '../users/users-query';
import { INVITATION_SORT_COLUMNS, INVITATION_STATUSES } from './invitation';

/** List query: the shared list parameters (search matches `email` and `display_name`) and `status` (one, a list or comma-separated; `EXPIRED`: pending past `expires_at`). */
export const InvitationListQuery = boundedListQuery(
  z.object({
    ...listQueryShape(INVITATION_SORT_COLUMNS),
    status: codeParameter(INVITATION_STATUSES, 'invitation status'),
  }),
);
export type InvitationListQuery = z.output<typeof InvitationListQuery>;

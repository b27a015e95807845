/** The query parameters of a keys list: the list parameters (search matches the name); no filters. */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { KEY_SORT_COLUMNS } from './key-record';

export const KeyListQuery = boundedListQuery(z.object(listQueryShape(KEY_SORT_COLUMNS)));
export type KeyListQuery = z.output<typeof KeyListQuery>;

/** The query parameters of the locations list, apart from the body schemas so that the list function bundles none of them. */
import * as z from '../schema';
import { boundedListQuery, listQueryShape } from '../data/list';
import { LOCATION_SORT_COLUMNS } from './location';

/** List query: the shared list parameters (search matches `name` and `city`); no filters. */
export const LocationListQuery = boundedListQuery(z.object(listQueryShape(LOCATION_SORT_COLUMNS)));
export type LocationListQuery = z.output<typeof LocationListQuery>;

/**
 * A list filter reads its attribute from the list indexes' projection, which the table fixed when it
 * was created (FILTER_ATTRIBUTES, lib/data/list-index.ts): DynamoDB refuses a filter on any other
 * attribute. So a model's filtered field must bear one of those names, checked here rather than by a
 * first filtered request.
 */
import { FILTER_ATTRIBUTES } from '../../lib/data/list-index';
import { describedModels, resourceSources } from '../../scripts/resources';
import { widgetSources } from '../support/widgets';

const filteredFields = (sources: typeof resourceSources): string[] =>
  describedModels(sources).flatMap(({ model }) =>
    Object.entries(model.fields).flatMap(([name, field]) => (field.facts?.filter === undefined ? [] : [name])),
  );

describe("A model's filtered fields", () => {
  it.each([
    ['the resources', resourceSources],
    ['the throwaway widgets', widgetSources],
  ])('are attributes the list indexes project (%s)', (_, sources) => {
    // Act
    const fields = filteredFields(sources);

    // Assess
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((name) => !(FILTER_ATTRIBUTES as readonly string[]).includes(name))).toEqual([]);
  });
});

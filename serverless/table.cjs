// The table's key attributes, list indexes and stream for serverless.yml, from the same definition the local
// stack and the tests create (lib/data/table.ts), so the deployed table cannot drift from them.
require('esbuild-register/dist/node').register({ target: 'node20' });
const table = require('../lib/data/table.ts');

module.exports = {
  AttributeDefinitions: table.attributeDefinitions(),
  LocalSecondaryIndexes: table.localSecondaryIndexes(),
  GlobalSecondaryIndexes: table.globalSecondaryIndexes(),
  // CloudFormation's StreamSpecification has no StreamEnabled: naming a view type enables it.
  StreamSpecification: { StreamViewType: table.STREAM_VIEW_TYPE },
};

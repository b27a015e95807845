// The table's key attributes and list indexes for serverless.yml, from the same definition the local
// stack and the tests create (lib/data/table.ts), so the deployed table cannot drift from them.
require('esbuild-register/dist/node').register({ target: 'node20' });
const table = require('../lib/data/table.ts');

module.exports = {
  AttributeDefinitions: table.attributeDefinitions(),
  LocalSecondaryIndexes: table.localSecondaryIndexes(),
  GlobalSecondaryIndexes: table.globalSecondaryIndexes(),
};

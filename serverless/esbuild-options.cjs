// The esbuild options of every Lambda bundle: serverless.yml's custom.esbuild and `npm run bench`
// both read this file, so what the benchmark measures is what is deployed.
module.exports = () => ({
  bundle: true,
  minify: true,
  treeShaking: true,
  sourcemap: false,
  target: 'node20',
  platform: 'node',
  format: 'cjs',
  // Prefer the ES module builds: they tree-shake far better than the CommonJS ones.
  mainFields: ['module', 'main'],
  exclude: [],
  // npm start gives each local stack its own build folder (under its DATA_DIR), so two stacks, or a
  // stack and `serverless package`, never delete or rebuild each other's bundles.
  outputWorkFolder: process.env.ESBUILD_WORK_FOLDER || '.esbuild',
  keepNames: false,
  legalComments: 'none',
  alias: { '@aws-sdk/credential-provider-node': './lib/aws/lambda-credentials.ts' },
  // serverless-esbuild requires this path itself; the benchmark loads the same file.
  plugins: './serverless/esbuild-plugins.cjs',
});

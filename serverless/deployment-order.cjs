// A Serverless plugin: the API's deployment waits for the gateway responses.
//
// A REST API serves what its last deployment snapshotted, and gateway responses are part of that
// snapshot. serverless makes the deployment depend on the methods only, so CloudFormation may create
// it while a new or changed gateway response is still being written; the stage would then answer
// API Gateway's default `{"message": …}` until the next deploy (aws/aws-cdk#10963, fixed there the
// same way in aws/aws-cdk#11068). The deployment's logical id changes on every package, hence a
// plugin rather than a DependsOn in serverless.yml.

const DEPLOYMENT = 'AWS::ApiGateway::Deployment';
const GATEWAY_RESPONSE = 'AWS::ApiGateway::GatewayResponse';

/** Adds every gateway response to the DependsOn of every API deployment of `resources`. */
function orderDeployments(resources) {
  const responses = Object.keys(resources)
    .filter((id) => resources[id].Type === GATEWAY_RESPONSE)
    .sort();
  for (const resource of Object.values(resources)) {
    if (resource.Type !== DEPLOYMENT) continue;
    const existing = resource.DependsOn === undefined ? [] : [resource.DependsOn].flat();
    resource.DependsOn = [...new Set([...existing, ...responses])];
  }
}

class DeploymentOrder {
  constructor(serverless) {
    this.hooks = {
      // Once resources: (gateway responses, serverless/edge.cjs) are merged into the compiled template.
      'after:aws:package:finalize:mergeCustomProviderResources': () =>
        orderDeployments(serverless.service.provider.compiledCloudFormationTemplate.Resources),
    };
  }
}

module.exports = DeploymentOrder;

/** Stops the services the global setup started. */
export default async function globalTeardown(): Promise<void> {
  const services = globalThis.__LOCAL_SERVICES__;
  if (!services) return;
  await Promise.allSettled([services.dynamo.stop(), services.s3.stop(), services.ses.stop(), services.sms.stop()]);
}

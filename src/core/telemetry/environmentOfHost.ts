/** Where a page runs, as the performance collector classes it (spec §9). */
export type PerformanceEnvironment = 'staging' | 'dev' | 'prod';

const DEV_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?)$|\.(?:localhost|local|test|internal)$/;
const DEV_LABEL = /^dev(?:$|-)|-dev$/;
const STAGING_LABEL = /^staging(?:$|-)|-staging$/;

/**
 * Classes a host name: 'dev' for loopback addresses, localhost and the local-only suffixes (.localhost, .local, .test,
 * .internal) or a label 'dev' / 'dev-…' / '…-dev' left of the registrable name; 'staging' for such a 'staging' label; else 'prod'.
 */
export function environmentOfHost(hostname: string): PerformanceEnvironment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (DEV_HOST.test(host)) return 'dev';
  const labels = host.split('.').slice(0, -2);
  if (labels.some((label) => DEV_LABEL.test(label))) return 'dev';
  if (labels.some((label) => STAGING_LABEL.test(label))) return 'staging';
  return 'prod';
}

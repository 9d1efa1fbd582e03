import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/**
 * The devices the bank's fingerprint service has seen the customer sign in from: the list is
 * ours (docs/sandbox-api.md, Bank data), each device is features.md §7's lookup
 * `fingerprint/devices/{deviceId}`, and forgetting one is a DELETE of the same path.
 */
export const DEVICES_PATH = '/genoma_api/rest/fingerprint/devices';

export const devicePath = (deviceId: string) => `${DEVICES_PATH}/${encodeURIComponent(deviceId)}`;

const deviceListSchema = v.object({ deviceIds: v.array(v.string()) });

const deviceSchema = v.object({
  deviceId: v.string(),
  alias: v.string(),
  platform: v.picklist(['web', 'android', 'ios']),
  trusted: v.boolean(),
  firstSeenAt: v.string(),
  lastSeenAt: v.string(),
});

export type Device = InferOutput<typeof deviceSchema>;
export type DevicePlatform = Device['platform'];

export async function listDeviceIds(http: HttpClient): Promise<readonly string[]> {
  return v.parse(deviceListSchema, await http.get(DEVICES_PATH)).deviceIds;
}

export async function getDevice(http: HttpClient, deviceId: string): Promise<Device> {
  return v.parse(deviceSchema, await http.get(devicePath(deviceId)));
}

export async function forgetDevice(http: HttpClient, deviceId: string): Promise<void> {
  await http.delete(devicePath(deviceId));
}

import type { Logger } from '../../logger.js';
import type { AsrConfig } from '../config.js';
import { DeviceAsrProvider } from './device.js';
import { TencentAsrProvider } from './tencent.js';
import type { AsrProvider } from './types.js';

export { DeviceAsrProvider, type DeviceAsrStream } from './device.js';
export { pcmFrame } from './frames.js';
export { hotwordList, signedAsrUrl, TencentAsrProvider } from './tencent.js';
export * from './types.js';

/** The provider `ASR_PROVIDER` names: recognition on the device (default) or Tencent Cloud real-time ASR. */
export function createAsrProvider(config: AsrConfig, logger?: Logger): AsrProvider {
  if (config.provider === 'tencent') return new TencentAsrProvider(config, logger);
  return new DeviceAsrProvider();
}

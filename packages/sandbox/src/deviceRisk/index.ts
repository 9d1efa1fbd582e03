export {
  DEVICE_RISK_DEVICE_TYPES,
  DEVICE_RISK_PROCESS_ID_PATTERN,
  DEVICE_RISK_PROFILES_KEPT,
  findDeviceRiskProfile,
  MAX_DEVICE_SIGNAL_CHARACTERS,
  MAX_DEVICE_SIGNAL_NUMBER,
  recordDeviceRiskProfile,
  type DeviceRiskDeviceType,
  type DeviceRiskProfile,
  type DeviceRiskSignals,
  type StoredDeviceRiskProfile,
} from './deviceRiskStore';

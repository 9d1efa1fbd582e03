export {
  readNdjsonBody,
  type NdjsonEncoding,
  type NdjsonLimits,
  type NdjsonLineParser,
  type NdjsonReading,
  type NdjsonRefusal,
} from './readNdjsonBody';

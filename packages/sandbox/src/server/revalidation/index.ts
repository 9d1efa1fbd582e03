export { etagForEncoding, ifNoneMatchMatches, strongEtagOf } from './etag';

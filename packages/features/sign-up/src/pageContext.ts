import { createContext, useContext } from 'react';
import type { FlowPagePath } from './flow';

/**
 * The page a step goes back to once saved instead of the flow's next one: the summary, when the
 * prospect came from its "Edit" link (`?from=data-collection-confirmation`).
 */
export const ReturnToContext = createContext<FlowPagePath | null>(null);

export const useReturnTo = (): FlowPagePath | null => useContext(ReturnToContext);

/** The query parameter that names the page a side page or an edit came from. */
export const FROM_PARAMETER = 'from';

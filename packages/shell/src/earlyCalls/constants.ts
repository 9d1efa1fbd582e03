/** The global the early-calls script leaves its answers in, for the API client to take once. */
export const EARLY_ANSWERS_GLOBAL = 'bankShellEarlyAnswers';

/** The attribute of the page's data block (`<script type="application/json" …>`) that lists the calls. */
export const FIRST_CALLS_ATTRIBUTE = 'data-first-calls';

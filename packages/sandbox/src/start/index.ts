export { DEFAULT_PORT, startSandbox, type RunningSandbox, type StartSandboxOptions } from './startSandbox';

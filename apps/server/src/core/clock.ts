/**
 * The one source of "now" for every rule that depends on the time. buildApp takes it as
 * `options.clock` (tests pin it) and hands it to every service that reads the time; nothing else
 * in the modules asks the system for the time.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

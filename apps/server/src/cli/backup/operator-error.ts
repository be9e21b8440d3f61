/**
 * A failure the operator can act on (a refused target, a missing tool, a damaged archive): the
 * commands print its message alone, without a stack, and exit with status 1.
 */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** A login the platform accepted but this form does not: a trial account or a non-agent at the agent login. */
export class LoginRefusedError extends Error {
  constructor(readonly reason: 'notMember' | 'notAgent') {
    super(reason === 'notMember' ? 'Non-member account unable to login' : 'Non-agents cannot log in');
    this.name = 'LoginRefusedError';
  }
}

/**
 * Runs a job (the attendant's worker or sender) until it finds nothing left to do; resolves with
 * how many steps did something. A job that never runs dry fails the test instead of hanging it.
 */
export async function drain(job: { runOnce(): Promise<boolean> }): Promise<number> {
  let steps = 0;
  while (await job.runOnce()) {
    steps += 1;
    if (steps >= 200) throw new Error('the job never ran out of work');
  }
  return steps;
}

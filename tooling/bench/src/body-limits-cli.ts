// The body-limit figure alone (`pnpm --filter @shop/bench bench:bodies`): the sandbox and the
// built bygg server, four parallel 100 MB POSTs to every body-reading route, the server's RSS
// before and after. `pnpm bench` takes the same figure with the rest.
import { measureBodyLimits } from './body-limits.ts';
import { startServers } from './servers.ts';

const servers = await startServers({ brand: 'bygg', verbose: process.env.BENCH_VERBOSE === '1' });
try {
  const result = await measureBodyLimits(servers.storefrontUrl, servers.storefrontPid);
  for (const answer of result.answers)
    console.log(`${answer.route} (${answer.type}): ${answer.outcomes.join(', ')}`);
  const growth = Math.max(result.endMb, result.peakMb) - result.startMb;
  console.log(
    `server RSS: ${result.startMb.toFixed(1)} MB before, ${result.endMb.toFixed(1)} MB after, peak ${result.peakMb.toFixed(1)} MB: growth ${growth.toFixed(1)} MB (target ≤ 50 MB: ${growth <= 50 ? 'met' : 'NOT MET'})`,
  );
} finally {
  await servers.stop();
}

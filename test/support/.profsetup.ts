import inspector from 'node:inspector';
import fs from 'node:fs';
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable'); session.post('Profiler.setSamplingInterval', { interval: 500 }); session.post('Profiler.start');
export function writeProfile() {
  session.post('Profiler.stop', (e, r: any) => { fs.mkdirSync('/tmp/prof3', { recursive: true }); fs.writeFileSync(`/tmp/prof3/${process.pid}-${Date.now()}.cpuprofile`, JSON.stringify(r.profile)); session.post('Profiler.start'); });
}

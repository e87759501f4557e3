import { readCodeRequest } from './lib/recognize/code-request';
import { inStandardWords } from './lib/recognize/dialect';
const en = ["Ain git nuttin yet. Sen um again","never came thru","I have not received the code. Would you kindly send it again?","Dat ain my number","typo, use a diff number","I'm afraid I entered the wrong number. Let me provide a different one."];
const es = ["chuta, me equivoqué de número","guá, ese no es mi número"];
for (const [l, ts] of [['en', en], ['es', es]] as const) for (const t of ts) { const s = inStandardWords(t, l); console.log(JSON.stringify(t), '->', JSON.stringify(s), readCodeRequest(s)); }

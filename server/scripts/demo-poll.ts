/**
 * `npm run demo:poll`: plays a resident's mobile app answering a poll, so a person trying the demo
 * sees the results move on the poll's details page (community/pollsAndsurvey, open the running
 * poll). It signs in as a resident, lists the running polls of their district meant for them, and
 * answers the first one they have not answered: the first option of each single question, the
 * first two of a multiple one, a sentence in a text box.
 *
 *   BORGO_URL=http://localhost:3000 RESIDENT=resident1.1@borgo.test npm run demo:poll
 *
 * Each resident answers a poll once: run it again with another RESIDENT (resident1.2 … 1.6).
 */
import { call, email } from './residentApp';

interface Question {
  text: string;
  answer_type: 'single' | 'multiple' | 'text';
  options: string[];
}
interface Poll {
  id: number;
  title: string;
  questions: Question[];
  answered: boolean;
}

async function main() {
  const login = await call<{ access_token: string; full_name: string; dashboard_district: { id: number; name: string } }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: process.env.PASSWORD ?? 'borgo-demo-1' }),
  });
  const token = login.access_token;
  const district = login.dashboard_district;
  console.log(`Logged in as ${login.full_name} (${email}), in ${district.name}.`);
  const polls = await call<Poll[]>(`/resident/polls?district_id=${district.id}`, { token });
  const open = polls.find((p) => !p.answered);
  if (!open) {
    console.log(
      polls.length === 0
        ? 'No poll is running for this resident. Create one in the console (Community › Polls and surveys) and try again.'
        : `${email} has answered every running poll. Try another resident: RESIDENT=resident1.2@borgo.test npm run demo:poll`,
    );
    await call('/auth/logout', { method: 'POST', body: '{}', token });
    return;
  }
  const answers = open.questions.map((q, question) =>
    q.answer_type === 'text'
      ? { question, text: `Answered by ${login.full_name} from the demo app.` }
      : { question, options: q.answer_type === 'single' ? [0] : [0, 1].filter((o) => o < q.options.length) },
  );
  const done = await call<{ answers_count: number }>(`/resident/polls/${open.id}/answers`, {
    method: 'POST',
    body: JSON.stringify({ district_id: district.id, answers }),
    token,
  });
  for (const [i, q] of open.questions.entries()) {
    const a = answers[i];
    console.log(`  ${q.text} → ${'text' in a ? a.text : (a.options ?? []).map((o) => q.options[o]).join(', ')}`);
  }
  console.log(`Answered “${open.title}”: ${done.answers_count} answers now. Its details page in the console shows the new results.`);
  await call('/auth/logout', { method: 'POST', body: '{}', token });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

import type { Db } from '../server/src/db/client.js';

/**
 * The data centre benchmark's organisation, written in set-based SQL into the seeded demo
 * organisation before the server opens the database: `learners` learners in 20 departments under
 * 总部, `packages` published packages of 4 children each (scenario, exam, quick Q&A, file), each
 * published to 2 departments — so every learner is in packages × 2 / 20 packages and there are
 * learners × packages × 8 / 20 child records (200 000 for 10 000 learners and 50 packages) — with
 * 30 days of learning seconds, sign-ins (8 a learner), and practice sessions with scored results of
 * 10 turns each (`turns` in all). Values are spread by hashing, so every run writes the same data.
 */
export interface ReportsDataOptions {
  learners: number;
  packages: number;
  turns: number;
}

const DEPARTMENTS = 20;
const TURNS_PER_SESSION = 10;

/** A deterministic 0–99 from any SQL expressions. */
const spread = (...parts: string[]) => `(abs(hashtext(${parts.map((part) => `${part}::text`).join(` || '/' || `)})) % 100)`;

export async function writeReportsData(db: Db, options: ReportsDataOptions, log: (message: string) => void = () => undefined): Promise<void> {
  const run = async (statement: string) => {
    const started = performance.now();
    await db.execute(statement);
    log(`${Math.round(performance.now() - started)} ms: ${statement.trim().split('\n')[0]!.slice(0, 60)}`);
  };
  const org = `(select id from organisations where name = '演示企业')`;
  await run(`create temporary table bench_org as select ${org} as id`);
  await run(`insert into departments (org_id, parent_id, name, sort)
    select o.id, (select d.id from departments d where d.org_id = o.id and d.name = '总部' and d.parent_id is null), '区域' || g, g
    from bench_org o, generate_series(1, ${DEPARTMENTS}) g`);
  await run(`create temporary table bench_departments as
    select d.id, row_number() over (order by d.sort) - 1 as n from departments d, bench_org o where d.org_id = o.id and d.name like '区域%'`);
  // One password hash for all: nobody signs in as these learners.
  await run(`insert into users (org_id, department_id, account, password_hash, name, password_changed_at)
    select o.id, d.id, 'rpt' || g, (select password_hash from users where account = 'learner01'), '学员' || g, now()
    from bench_org o, generate_series(0, ${options.learners - 1}) g join bench_departments d on d.n = g % ${DEPARTMENTS}`);
  await run(`insert into held_names (kind, name, org_id) select 'account', u.account, u.org_id from users u where u.account like 'rpt%'`);
  await run(`create temporary table bench_users as
    select u.id, u.department_id, (substring(u.account from 4))::int as n from users u where u.account like 'rpt%'`);

  await run(`insert into task_packages (org_id, tasktype, title, pass_score, start_at, end_at, publish_state, published_at)
    select o.id, 1, '报表任务包' || g, 60, now() - interval '40 days', now() + (g || ' days')::interval, 3, now() - interval '40 days'
    from bench_org o, generate_series(1, ${options.packages}) g`);
  await run(`create temporary table bench_packages as
    select p.id, (substring(p.title from 6))::int as n from task_packages p where p.title like '报表任务包%'`);
  await run(`insert into package_ranges (package_id, org_id, kind, target_id)
    select p.id, o.id, 'department', d.id from bench_packages p, bench_org o, bench_departments d
    where d.n in (p.n % ${DEPARTMENTS}, (p.n + 7) % ${DEPARTMENTS})`);
  await run(`insert into child_tasks (org_id, package_id, type, title, sort, weight, start_at, end_at)
    select o.id, p.id, t, '子任务' || p.n || '-' || t, t, 25, now() - interval '40 days', now() + interval '60 days'
    from bench_packages p, bench_org o, (values (1), (2), (3), (4)) as types(t)`);

  // The child records: every learner in range has one, a spread of statuses (a fifth not started).
  await run(`insert into student_tasks (org_id, user_id, package_id, child_task_id, status, duration_seconds, score, started_at, passed_at, updated_at)
    select c.org_id, u.id, c.package_id, c.id,
      case when h < 20 then 0 when h < 45 then 1 when h < 85 then 2 else 3 end,
      case when h < 20 then 0 else 60 + h * 30 end,
      case when h < 45 then null else 40 + (h % 60) end,
      case when h < 20 then null else now() - ((h % 30) || ' days')::interval end,
      case when h >= 45 and h < 85 then now() - ((h % 29) || ' days')::interval end,
      now() - ((h % 29) || ' days')::interval
    from child_tasks c
      join bench_packages p on p.id = c.package_id
      join package_ranges r on r.package_id = p.id
      join bench_users u on u.department_id = r.target_id
      cross join lateral (select ${spread('u.n', 'c.id')} as h) spread`);
  await run(`insert into student_task_days (user_id, child_task_id, day, org_id, duration_seconds)
    select s.user_id, s.child_task_id, to_char((now() - ((${spread('s.user_id', 's.child_task_id')} % 30) || ' days')::interval) at time zone 'Asia/Shanghai', 'YYYY-MM-DD'),
      s.org_id, s.duration_seconds
    from student_tasks s join bench_users u on u.id = s.user_id where s.duration_seconds > 0`);
  await run(`insert into learner_stats (user_id, org_id, learning_seconds)
    select s.user_id, s.org_id, sum(s.duration_seconds) from student_tasks s join bench_users u on u.id = s.user_id group by s.user_id, s.org_id
    on conflict (user_id) do nothing`);

  await run(`insert into sessions (org_id, user_id, token_hash, created_at, last_seen_at, client_kind, revoked_at, revoke_reason)
    select o.id, u.id, md5('bench-session-' || u.n || '-' || g), now() - ((${spread('u.n', 'g')} % 30) || ' days')::interval,
      now() - ((${spread('u.n', 'g')} % 30) || ' days')::interval, case when g % 3 = 0 then 'mini' else 'pc' end, now(), 'logout'
    from bench_users u, bench_org o, generate_series(1, 8) g`);

  // Practice: sessions of the scenario children, each with a scored result and 10 turns (a learner practises the first four scenario children of their packages).
  const sessions = Math.ceil(options.turns / TURNS_PER_SESSION);
  await run(`create temporary table bench_sessions as
    select g, u.id as user_id, c.id as child_id, ${spread('g', "'s'")} as h
    from generate_series(0, ${sessions - 1}) g
      join bench_users u on u.n = g % ${options.learners}
      join lateral (select c.id from student_tasks s join child_tasks c on c.id = s.child_task_id and c.type = 1
        where s.user_id = u.id order by c.id limit 1 offset (g / ${options.learners}) % 4) c on true`);
  await run(`insert into practice_sessions (org_id, user_id, scenario_name, document, mode, status, seed, engine_state, score, passed, result, created_at, finished_at)
    select o.id, s.user_id, '报表演练', '{}'::jsonb, 'task:' || s.child_id, 'finished', s.g, '{}'::jsonb, 40 + (s.h % 60), case when s.h >= 20 then 1 else 0 end,
      jsonb_build_object('completeness', 80, 'turnscore', 70, 'keywords', 60, 'polite', 90, 'passscore', 60,
        'items', jsonb_build_array(
          jsonb_build_object('name', '关键词', 'weight', 40, 'dimension', 'keywords', 'score', 30 + (s.h % 70)),
          jsonb_build_object('name', '流程完整度', 'weight', 30, 'dimension', 'completeness', 'score', 50 + (s.h % 50)),
          jsonb_build_object('name', '礼貌用语', 'weight', 30, 'dimension', 'polite', 'score', 60 + (s.h % 40))),
        'summary', jsonb_build_object('turns', ${TURNS_PER_SESSION}, 'nonStandardAnswers', 1, 'timeouts', 0, 'silences', 0, 'path', '[]'::jsonb)),
      now() - ((s.h % 30) || ' days')::interval, now() - ((s.h % 30) || ' days')::interval + interval '5 minutes'
    from bench_sessions s, bench_org o`);
  await run(`insert into practice_turns (org_id, session_id, seq, learner_text, outcome, node_id, intent_label, score_inputs, score, timings)
    select p.org_id, p.id, t, '您好，这款车的油耗是多少', case when ${spread('p.id', 't')} < 15 then 'nonStandard' else 'matched' end, 'n' || t, '介绍油耗',
      jsonb_build_object('turn', t, 'keywords', jsonb_build_object('expression', '油耗,保养', 'satisfied', false, 'hit', '[]'::jsonb,
        'missed', case when ${spread('p.id', 't')} < 30 then '[["保养"]]'::jsonb else '[]'::jsonb end)),
      50 + ${spread('p.id', 't')} / 2, '{"engineMs": 1, "audioMs": 0, "sentMs": 1}'::jsonb
    from practice_sessions p, generate_series(1, ${TURNS_PER_SESSION}) t where p.scenario_name = '报表演练'`);
  await run('analyze');
}

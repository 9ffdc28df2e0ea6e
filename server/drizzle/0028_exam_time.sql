-- An exam child's time (docs/reports.md "Figures"): the seconds its submitted attempts took, from the
-- start to the submission, at most to the deadline. Exam results recorded before this counted none,
-- so the task report showed 平均用时 0:00:00 for exam packages; the time is added to the records kept
-- so far, and to their packages' totals.
WITH spent AS (
  SELECT user_id, child_task_id,
    sum(greatest(0, round(extract(epoch FROM least(submitted_at, deadline) - started_at))))::int AS seconds
  FROM exam_attempts WHERE status = 1 AND submitted_at IS NOT NULL GROUP BY user_id, child_task_id
),
filled AS (
  UPDATE student_tasks st SET duration_seconds = spent.seconds FROM spent
  WHERE st.user_id = spent.user_id AND st.child_task_id = spent.child_task_id AND st.duration_seconds = 0 AND spent.seconds > 0
  RETURNING st.user_id, st.package_id, spent.seconds
)
UPDATE student_packages sp SET duration_seconds = sp.duration_seconds + added.seconds
FROM (SELECT user_id, package_id, sum(seconds)::int AS seconds FROM filled GROUP BY user_id, package_id) added
WHERE sp.user_id = added.user_id AND sp.package_id = added.package_id;

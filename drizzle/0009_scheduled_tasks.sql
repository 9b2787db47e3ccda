CREATE TABLE `scheduled_tasks` (
	`name` text PRIMARY KEY NOT NULL,
	`last_due_at` integer NOT NULL,
	`last_started_at` integer,
	`last_finished_at` integer,
	`last_error` text
);

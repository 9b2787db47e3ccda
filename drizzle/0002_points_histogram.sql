CREATE TABLE `points_histogram` (
	`period` text NOT NULL,
	`points` integer NOT NULL,
	`users` integer NOT NULL,
	PRIMARY KEY(`period`, `points`)
);
--> statement-breakpoint
CREATE INDEX `points_histogram_sum_idx` ON `points_histogram` (`period`,`points`,`users`);--> statement-breakpoint
-- Backfill (added by hand): existing deployments already have totals.
INSERT INTO `points_histogram` (`period`, `points`, `users`)
	SELECT `period`, `points`, count(*) FROM `points_totals` GROUP BY `period`, `points`;

CREATE TABLE `limit_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `limit_events_key_idx` ON `limit_events` (`kind`,`key`,`at`);--> statement-breakpoint
CREATE INDEX `limit_events_at_idx` ON `limit_events` (`at`);--> statement-breakpoint
DROP INDEX `cats_discovered_by_idx`;--> statement-breakpoint
CREATE INDEX `cats_discovered_by_created_idx` ON `cats` (`discovered_by_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_reporter_created_idx` ON `reports` (`reporter_id`,`created_at`);
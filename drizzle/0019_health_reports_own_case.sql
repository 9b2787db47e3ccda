CREATE TABLE `health_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`cat_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`checkin_id` text,
	`health` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	`settled_by_id` text,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checkin_id`) REFERENCES `checkins`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`settled_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `health_reports_cat_status_idx` ON `health_reports` (`cat_id`,`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `moderation_log` ADD `own_case` integer DEFAULT false NOT NULL;
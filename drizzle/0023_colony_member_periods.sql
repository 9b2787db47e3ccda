CREATE TABLE `colony_member_periods` (
	`id` text PRIMARY KEY NOT NULL,
	`colony_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	`ended_by` text,
	`removed_by_id` text,
	`removal_reason` text,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`removed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `colony_member_periods_colony_user_idx` ON `colony_member_periods` (`colony_id`,`user_id`,`joined_at`);--> statement-breakpoint
ALTER TABLE `rota_shifts` ADD `removed_at` integer;
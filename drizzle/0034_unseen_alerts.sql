CREATE TABLE `colony_unseen_days` (
	`colony_id` text PRIMARY KEY NOT NULL,
	`days` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `unseen_cat_alerts` (
	`cat_id` text PRIMARY KEY NOT NULL,
	`colony_id` text NOT NULL,
	`since` integer NOT NULL,
	`alerted_at` integer NOT NULL,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `unseen_cat_alerts_colony_idx` ON `unseen_cat_alerts` (`colony_id`);
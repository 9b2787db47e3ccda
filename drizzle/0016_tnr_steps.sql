CREATE TABLE `cat_adoptions` (
	`cat_id` text PRIMARY KEY NOT NULL,
	`adopted_on` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tnr_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`cat_id` text NOT NULL,
	`step` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`done_on` text NOT NULL,
	`recorded_by_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tnr_steps_cat_idx` ON `tnr_steps` (`cat_id`,`done_on`);
ALTER TABLE `cat_photos` ADD `phash` text;--> statement-breakpoint
ALTER TABLE `checkin_photos` ADD `phash` text;
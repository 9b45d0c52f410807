#!/bin/sh
# Redraws the example site's pictures and clip in content/assets/.
# The files are committed; run this only to change them. Safe to run again:
# every output is overwritten and the same tools give the same files.
#
# Needs ImageMagick, ffmpeg and the DejaVu fonts:
#   apt-get install -y -qq imagemagick ffmpeg fonts-dejavu-core
set -eu

root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
out="$root/content/assets"
mkdir -p "$out"

if command -v magick >/dev/null 2>&1; then im=magick; else im=convert; fi
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
fontbook=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# No creation times in the PNGs and no profiles in the JPEGs, so reruns match.
png_opts="-depth 8 -strip -define png:exclude-chunks=date,time,tIME"
jpg_opts="-strip -interlace none -quality 82 -sampling-factor 4:2:0"

# Editor: a note window on a sand-to-sea gradient, with a toolbar and text lines.
$im -size 800x600 gradient:'#f4e6cf'-'#7fb8b0' \
  -fill '#ffffffee' -draw 'roundrectangle 110,80 690,520 22,22' \
  -fill '#1f6f63' -draw 'roundrectangle 110,80 690,140 22,22' -draw 'rectangle 110,118 690,140' \
  -fill '#f4e6cf' -draw 'circle 150,110 160,110' -draw 'circle 190,110 200,110' -draw 'circle 230,110 240,110' \
  -fill '#2b2b2b' -font "$font" -pointsize 30 -annotate +150+200 'Low tide, morning walk' \
  -fill '#9a9a9a' -draw 'roundrectangle 150,235 640,247 6,6' -draw 'roundrectangle 150,270 600,282 6,6' \
  -draw 'roundrectangle 150,305 630,317 6,6' -draw 'roundrectangle 150,340 470,352 6,6' \
  -fill '#1f6f63' -draw 'roundrectangle 150,395 300,435 10,10' \
  -fill '#ffffff' -font "$fontbook" -pointsize 20 -annotate +178+422 '#beach' \
  -fill '#1f6f63' -font "$font" -pointsize 26 -annotate +110+575 'Driftwood  ·  Editor' \
  $png_opts "$out/editor.png"

# Journal: a dusk gradient with a vertical timeline of entry cards.
$im -size 800x600 gradient:'#2c3e66'-'#e8a07a' \
  -stroke '#ffffffaa' -strokewidth 4 -draw 'line 160,70 160,540' -stroke none \
  -fill '#ffffff' -draw 'circle 160,120 172,120' -draw 'circle 160,280 172,280' -draw 'circle 160,440 172,440' \
  -fill '#ffffffe6' -draw 'roundrectangle 210,75 700,165 16,16' \
  -draw 'roundrectangle 210,235 700,325 16,16' -draw 'roundrectangle 210,395 700,485 16,16' \
  -fill '#2c3e66' -font "$font" -pointsize 24 \
  -annotate +235+115 'Tuesday — harbour fog' -annotate +235+275 'Thursday — new boots' \
  -annotate +235+435 'Saturday — shell count: 14' \
  -fill '#6b6b6b' -draw 'roundrectangle 235,135 600,145 5,5' -draw 'roundrectangle 235,295 560,305 5,5' \
  -draw 'roundrectangle 235,455 640,465 5,5' \
  -fill '#ffffff' -font "$font" -pointsize 26 -annotate +40+585 'Driftwood  ·  Journal' \
  $jpg_opts "$out/journal.jpg"

# Themes: four colour swatches, one per built-in theme.
$im -size 640x640 xc:'#f7f3ec' \
  -fill '#e9dcc4' -draw 'roundrectangle 40,40 310,310 28,28' \
  -fill '#1f6f63' -draw 'roundrectangle 330,40 600,310 28,28' \
  -fill '#2c3e66' -draw 'roundrectangle 40,330 310,600 28,28' \
  -fill '#c8553d' -draw 'roundrectangle 330,330 600,600 28,28' \
  -font "$font" -pointsize 30 \
  -fill '#3b2f1e' -annotate +70+280 'Sand' \
  -fill '#ffffff' -annotate +360+280 'Kelp' -annotate +70+570 'Night' -annotate +360+570 'Ember' \
  $png_opts "$out/themes.png"

# Streak badge: a small round badge for a feature row.
$im -size 128x128 xc:none \
  -fill '#c8553d' -draw 'circle 64,64 64,4' \
  -fill '#f4e6cf' -draw 'circle 64,64 64,16' \
  -fill '#c8553d' -font "$font" -pointsize 52 -gravity center -annotate +0+2 '7' \
  $png_opts "$out/streak.png"

# Walkthrough clip: four seconds of slowly moving colour with a caption, no sound.
ffmpeg -nostdin -loglevel error -y \
  -f lavfi -i "gradients=s=480x360:r=24:d=4:c0=0x1f6f63:c1=0xf4e6cf:c2=0x2c3e66:n=3:speed=0.03:seed=7" \
  -vf "drawtext=fontfile=$font:text='Driftwood':fontsize=44:fontcolor=white:shadowcolor=black@0.5:shadowx=2:shadowy=2:x=(w-tw)/2:y=(h-th)/2-20+8*sin(2*PI*t/4),drawtext=fontfile=$fontbook:text='write it down, let it drift':fontsize=20:fontcolor=white:shadowcolor=black@0.6:shadowx=1:shadowy=1:x=(w-tw)/2:y=(h/2)+40" \
  -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -threads 1 \
  -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -an \
  "$out/walkthrough.mp4"

# Poster: the clip's frame at one second.
ffmpeg -nostdin -loglevel error -y -ss 1 -i "$out/walkthrough.mp4" -frames:v 1 \
  -q:v 4 -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$out/walkthrough.jpg"

ls -l "$out"

-- ia-links.lua -- pandoc filter of the HTML manual: relative links.
--
-- Copyright (C) 2026 The inline-atomics authors.
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- The Markdown files link each other by their paths in the source tree
-- ("runtime.md", "../bench/REPORT.md"), which is what GitHub shows.  The
-- HTML manual is one flat directory, so every relative link is mapped to
-- the name of the published file (docs/Makefile.am publishes the same
-- names):
--
--   docs/manual.md        -> manual.html
--   docs/inline_atomics.7 -> inline_atomics.7.html
--   bench/REPORT.md       -> bench-REPORT.html
--   bench/report.png      -> bench-report.png
--
-- A relative link to a file of the source tree that the manual does not
-- publish (a test, say) becomes the file's path in code type, without a
-- link.  A link to a file that does not exist, or to a "#fragment" that
-- no heading of the same document has, stops pandoc with an error, so
-- the HTML manual cannot ship a broken link.
--
-- Metadata, set with -M by docs/Makefile.am:
--   ia-source  the document's path from the top of the source tree
--   ia-pages   the documents that become HTML pages, separated by spaces
--   ia-files   the files that are copied as they are
--   ia-srcdir  the top of the source tree, to check that files exist

local stringify = pandoc.utils.stringify

local source = nil
local srcdir = "."
local pages = {}
local files = {}
local ids = {}

-- The directory part of PATH, "" for a file at the top.
local function dirname (path)
  return path:match ("^(.*)/[^/]*$") or ""
end

-- Resolve the relative TARGET against DIR into a path from the top of
-- the source tree, or nil if it climbs above the top.
local function resolve (dir, target)
  local parts = {}
  if dir ~= "" then
    for part in dir:gmatch ("[^/]+") do
      table.insert (parts, part)
    end
  end
  for part in target:gmatch ("[^/]+") do
    if part == ".." then
      if #parts == 0 then
        return nil
      end
      table.remove (parts)
    elseif part ~= "." then
      table.insert (parts, part)
    end
  end
  return table.concat (parts, "/")
end

-- The published name of the source-tree file PATH.
local function flat (path)
  return (path:gsub ("^docs/", ""):gsub ("/", "-"))
end

local function published_name (path)
  if pages[path] then
    return (flat (path):gsub ("%.md$", "")) .. ".html"
  elseif files[path] then
    return flat (path)
  end
  return nil
end

local function word_set (value)
  local set = {}
  for word in stringify (value or ""):gmatch ("%S+") do
    set[word] = true
  end
  return set
end

local function read_meta (meta)
  source = stringify (meta["ia-source"] or "")
  if source == "" then
    error ("ia-links.lua: no ia-source metadata")
  end
  srcdir = stringify (meta["ia-srcdir"] or ".")
  pages = word_set (meta["ia-pages"])
  files = word_set (meta["ia-files"])
  -- A man page is titled "name(section)"; any other document without a
  -- level-1 heading after its file, so that the HTML has a <title>.
  local name = source:match ("([^/]*)$")
  local page, section = name:match ("^(.*)%.(%d)$")
  if page then
    meta.title = pandoc.MetaInlines ({ pandoc.Str (page .. "(" .. section
                                                   .. ")") })
  elseif not meta.title and not meta.pagetitle then
    meta.pagetitle = pandoc.MetaString (name)
  end
  return meta
end

local function collect_id (el)
  if el.identifier and el.identifier ~= "" then
    ids[el.identifier] = true
  end
end

-- Map the relative TARGET of a link or image in the current document;
-- KIND names the element in error messages.
local function map_target (target, kind)
  if target:match ("^%a[%w+.-]*:") or target:match ("^//") then
    return target			-- has a scheme: not ours
  end
  local path, fragment = target:match ("^([^#]*)(#?.*)$")
  if path == "" then
    local id = fragment:sub (2)
    if id ~= "" and not ids[id] then
      error (string.format ("%s: %s to '#%s', which no heading of the "
                            .. "document has", source, kind, id))
    end
    return target
  end
  local full = resolve (dirname (source), path)
  local name = full and published_name (full)
  if not name then
    error (string.format ("%s: %s to '%s' (%s), which the HTML manual "
                          .. "does not publish; add it to docs/Makefile.am "
                          .. "or do not link it", source, kind, target,
                          full or "outside the source tree"))
  end
  return name .. fragment
end

-- Does the source-tree file PATH exist?
local function exists (path)
  local f = io.open (srcdir .. "/" .. path, "r")
  if f then
    f:close ()
    return true
  end
  return false
end

-- A link to an existing source file that is not published: its path.
local function unpublished_source (target)
  if target:match ("^%a[%w+.-]*:") or target:match ("^//")
     or target:match ("^#") then
    return nil
  end
  local path = target:match ("^([^#]*)")
  local full = resolve (dirname (source), path)
  if full and not published_name (full) and exists (full) then
    return full
  end
  return nil
end

return {
  { Meta = read_meta },
  { Header = collect_id, Div = collect_id, Span = collect_id,
    CodeBlock = collect_id },
  { Link = function (el)
      local file = unpublished_source (el.target)
      if file then
        return pandoc.Code (file)
      end
      el.target = map_target (el.target, "link")
      return el
    end,
    Image = function (el)
      el.src = map_target (el.src, "image")
      return el
    end },
}
